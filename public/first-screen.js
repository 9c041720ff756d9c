try {
  const save = localStorage.getItem('brigadier');
  if (location.hash.length > 1 || sessionStorage.getItem('brigadier:analysis-board') !== null || (save !== null && JSON.parse(save).state.save != null))
    document.documentElement.setAttribute('data-away', '');
} catch {
  // Storage blocked, or a save that cannot be read: the page opens on the start screen.
}
