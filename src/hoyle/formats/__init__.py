"""Standard file formats: PBN for whist and bridge deals (hoyle.formats.pbn)."""
