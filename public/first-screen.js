// Runs before the first paint (a plain script in index.html's head; the page's policy lets in its own
// files): when the page will not open on the start screen that the build drew into index.html (a link in
// the address, a game saved on the table, the analysis board kept in this tab), that drawing is hidden
// until React has taken the page over (start.css), so the start screen does not show for a moment before
// the screen the player comes back to. The keys are the store's (persistence.ts SAVE_KEY, boardMemory.ts
// BOARD_KEY); tests/ui/first-screen.test.ts runs this file against saves the store wrote.
(function () {
  try {
    var save = window.localStorage.getItem('brigadier');
    var away =
      window.location.hash.length > 1 ||
      window.sessionStorage.getItem('brigadier:analysis-board') !== null ||
      (save !== null && JSON.parse(save).state.save != null);
    if (away) document.documentElement.setAttribute('data-away', '');
  } catch {
    // Storage blocked or a save that cannot be read: the start screen is what the page opens on.
  }
})();
