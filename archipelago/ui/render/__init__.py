"""Drawing of the table, one module per thing drawn (map, boards, wheel, track, cards,
panels); `table.TableRenderer` composes them with cached layers."""
