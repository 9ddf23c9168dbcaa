"""Imported once by the fork server of the web service's worker processes (its preload):
newsfuse imported (pipeline, compare, pages) and its word statistics loaded there, so every
worker forked from it starts warm, and a worker killed mid-job is replaced in milliseconds."""

from ..runtime import limit_blas_threads
from ..terms import warm_up
from . import service

limit_blas_threads()
warm_up()
# one small brief with its report loads what the stages load on first use
service.brief(["Officials in Arlen said the river bridge collapsed on Monday, and 12 people "
               "were hurt.", "The Arlen bridge collapsed on Monday, officials said. Twelve "
                             "people were hurt, the mayor said."], 60)
