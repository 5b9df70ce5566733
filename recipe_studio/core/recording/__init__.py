"""Recording real work: the ``record`` proxy (:mod:`.proxy`, :mod:`.http`), what it writes
(:mod:`.recorder`, :mod:`.store`), and recorded or past calls made into a draft recipe
(:mod:`.draft`, with :mod:`.links` for references and :mod:`.offers` for params;
:mod:`.past_runs` reads runs as calls)."""
