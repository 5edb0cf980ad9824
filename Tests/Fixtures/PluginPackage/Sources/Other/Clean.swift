struct Clean {}
