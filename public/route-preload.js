// Starts downloading the code of the signed-in page at this address while the app's main
// script is still coming: the build lists each route's files in index.html
// (scripts/vite-route-preload.ts). Only with a stored session: signed out, the login screen shows.
(function () {
  var data = document.getElementById('route-preload');
  if (!data) return;
  try {
    var table = JSON.parse(data.textContent);
    if (!localStorage.getItem(table.sessionKey) && !sessionStorage.getItem(table.sessionKey))
      return;
    for (var i = 0; i < table.routes.length; i++) {
      var route = table.routes[i];
      if (!new RegExp(route.pattern).test(location.pathname)) continue;
      for (var j = 0; j < route.files.length; j++) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = route.files[j];
        document.head.appendChild(link);
      }
      return;
    }
  } catch {
    // Storage blocked or the table unreadable: the app loads its code as it renders.
  }
})();
