"""Mechanics shared by several game families (betting, tricks, bidding, banking, ...)."""
