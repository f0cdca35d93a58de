// Writing a hand compactly as the palette is tapped (docs/notation.md, run shorthand):
// 5s 5s 5s -> "555s", [ 6m 7m 8m ] -> "[678m]", groups apart by a space, honours repeated ("RdRdRd").
"use strict";
window.TourneyTiles = (function () {
  const NUMBERED = /^([0-9])([mpsfya])$/;

  // the last group of the text: what follows its last space or opening bracket
  function lastGroup(text) {
    const cut = Math.max(text.lastIndexOf(" "), text.lastIndexOf("["), text.lastIndexOf("("));
    return text.slice(cut + 1);
  }

  // a digit joins a group of one suit while it makes a set: the same digit up to a kong, or the next
  // digit up to a chow (so 3s4s5s6s reads "345s 6s", and 1s1s1s1s3s "1111s 3s")
  function joins(digits, digit) {
    const all = Array.from(digits, Number), last = all[all.length - 1];
    if (all.every(d => d === digit)) return all.length < 4;
    return all.every((d, i) => i === 0 || d === all[i - 1] + 1) && digit === last + 1 && all.length < 3;
  }

  function add(text, tile) {
    if (tile === "]" || tile === ")") return text.trimEnd() + tile;
    const open = text === "" || /[\s[(]$/.test(text);
    if (tile === "[" || tile === "(") return open ? text + tile : text + " " + tile;
    const numbered = NUMBERED.exec(tile), group = lastGroup(text);
    if (numbered && !open && new RegExp("^[0-9]+" + numbered[2] + "$").test(group) &&
        joins(group.slice(0, -1), Number(numbered[1]))) {
      return text.slice(0, -1) + numbered[1] + numbered[2];  // 55s + 5s -> 555s, 67m + 8m -> 678m
    }
    if (!numbered && !open && group.endsWith(tile) && !/[\])]$/.test(text)) return text + tile;  // EE + E
    return open ? text + tile : text + " " + tile;
  }

  // the last tile taken off again (a digit of a run, an honour's code, a bracket)
  function remove(text) {
    text = text.trimEnd();
    const run = /[0-9]{2,}([mpsfya])$/.exec(text);
    if (run) return text.slice(0, -2) + run[1];  // 555s -> 55s
    const single = /([0-9][mpsfya]|Rd|Gd|Wd|[ESWNFJ]|.)$/.exec(text);
    return single ? text.slice(0, -single[1].length).trimEnd() : text;
  }

  return {add: add, remove: remove};
})();
