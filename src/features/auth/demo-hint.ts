/**
 * When the reference server serves the dashboard, it writes the demo account's username into
 * index.html (`<meta name="community-desk-demo" content="admin">`): the page's own origin is
 * then the demo FluentCommunity site. Nothing is fetched, and on any other host there is no
 * such tag and the form starts empty. `community-desk-demo-credentials` names the file the
 * server keeps the demo's passwords in (under its DATA_DIR).
 */
export interface DemoHint {
  site: string;
  username: string;
  credentialsFile: string | null;
}

export function readDemoHint(doc: Document = document): DemoHint | null {
  const username = doc
    .querySelector('meta[name="community-desk-demo"]')
    ?.getAttribute('content')
    ?.trim();
  if (!username) return null;
  const credentialsFile =
    doc
      .querySelector('meta[name="community-desk-demo-credentials"]')
      ?.getAttribute('content')
      ?.trim() || null;
  return { site: doc.location.origin, username, credentialsFile };
}
