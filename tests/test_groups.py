from newsfuse.groups import DisjointSets


def test_union_find_groups_with_smallest_representative():
    d = DisjointSets(range(6))
    d.union(4, 2)
    d.union(2, 5)
    d.union(1, 0)
    assert d.find(5) == 2 and d.find(4) == 2 and d.find(1) == 0 and d.find(3) == 3
    assert sorted(map(sorted, d.groups().values())) == [[0, 1], [2, 4, 5], [3]]


def test_items_appear_on_first_use():
    d: DisjointSets[str] = DisjointSets()
    d.union("b", "a")
    assert d.find("b") == "a" and d.find("z") == "z"
