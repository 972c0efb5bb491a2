// Starts downloading the code of the first screen while the app's main script is still
// coming: the build lists each route's files, and the login screen's, in index.html
// (build/vite-route-preload.ts). With a stored session, the signed-in page at this address;
// without one, the login screen, which every path shows then.
(function () {
  var data = document.getElementById('route-preload');
  if (!data) return;
  function preload(files) {
    for (var j = 0; j < files.length; j++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = files[j];
      document.head.appendChild(link);
    }
  }
  try {
    var table = JSON.parse(data.textContent);
    if (!localStorage.getItem(table.sessionKey) && !sessionStorage.getItem(table.sessionKey)) {
      preload(table.login || []);
      return;
    }
    for (var i = 0; i < table.routes.length; i++) {
      var route = table.routes[i];
      if (!new RegExp(route.pattern).test(location.pathname)) continue;
      preload(route.files);
      return;
    }
  } catch {
    // Storage blocked or the table unreadable: the app loads its code as it renders.
  }
})();
