// Keep in sync with src/app/theme.ts (storage key and values).
(function () {
  var preference = 'system';
  try {
    preference = localStorage.getItem('community-desk.theme') || 'system';
  } catch {
    // Storage blocked: follow the system.
  }
  var dark =
    preference === 'dark' ||
    (preference !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
