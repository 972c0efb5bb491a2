import type { PreflightError } from './store/wordpress/preflight';

/**
 * What start-up says when the WordPress database failed its check (store/wordpress/
 * preflight.ts): one sentence naming the problem and its fix, in the terms an operator sets,
 * DATABASE_URL and WP_TABLE_PREFIX. Never the password: only the address's parts.
 */
export function describeDatabaseCheckFailure({ problem, address, tables }: PreflightError): string {
  const where = `${address.host}:${address.port}`;
  switch (problem.kind) {
    case 'connection-refused':
      return `Cannot reach the database at ${where}: connection refused. Is the database running, and are DATABASE_URL's host and port right?`;
    case 'host-not-found':
      return `Cannot find the database host "${address.host}". Check DATABASE_URL's host name.`;
    case 'no-answer':
      return `Cannot reach the database at ${where}: no answer in time. Check DATABASE_URL's host and port, and any firewall between.`;
    case 'access-denied':
      return `The database at ${where} refused user "${address.user}" for database "${address.database}": check the user name and password in DATABASE_URL, and that the user may read that database.`;
    case 'no-such-database':
      return `The database server at ${where} has no database named "${address.database}". Check the name at the end of DATABASE_URL.`;
    case 'cannot-connect':
      return `Cannot connect to the database at ${where} (${problem.code ?? 'unknown error'}). Check DATABASE_URL.`;
    case 'other-prefix': {
      const prefixes = problem.prefixes.map((prefix) => `"${prefix}"`).join(', ');
      return `No WordPress tables with the prefix "${tables.prefix}" in database "${address.database}"; found the prefix ${prefixes}. Set WP_TABLE_PREFIX to it.`;
    }
    case 'no-wordpress':
      return `Database "${address.database}" holds no WordPress tables. Check the database name in DATABASE_URL.`;
    case 'no-plugin-tables':
      return `Database "${address.database}" has WordPress but not FluentCommunity's tables (missing ${problem.missing.join(', ')}). Is the FluentCommunity plugin installed and activated on this site?`;
    case 'plugin-not-installed':
      return `The site has no fluent_community_db_version option: FluentCommunity has not finished installing. Activate the plugin once in WordPress, then start again.`;
    case 'unsupported-plugin-version':
      return `FluentCommunity database version ${problem.version} is not supported (this server reads 1.0.x, FluentCommunity 2.x). Update Community Desk, or use a site on a supported version.`;
    case 'galera-not-synced':
      return `The database at ${where} is a Galera node that is not synced (wsrep_local_state_comment ${problem.state}, wsrep_ready ${problem.ready ? 'ON' : 'OFF'}): it may answer with old rows or none. Point DATABASE_URL at a Synced node, or start again once this one is Synced.`;
    case 'no-home-url':
      return `The site's home URL (option "home") is missing or not an absolute http(s) URL; fix it in WordPress → Settings → General.`;
  }
}
