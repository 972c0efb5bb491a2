/** The `code` of a Node system error, an SqliteError or a MySQL driver error, if any. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Codes of a write refused to this user: no permission, or a read-only file system. */
export function isPermissionCode(code: string | undefined): boolean {
  return code === 'EACCES' || code === 'EPERM' || code === 'EROFS';
}
