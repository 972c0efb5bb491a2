/** The little of node-wpapi (no published types) the discovery test uses. */
declare module 'wpapi' {
  interface WPRequest {
    get(): Promise<unknown>;
    param(name: string, value: string | number): WPRequest;
  }
  interface WPAPI {
    root(path?: string): WPRequest;
    namespace(name: string): Record<string, () => WPRequest>;
  }
  const WPAPI: { discover(url: string): Promise<WPAPI> };
  export default WPAPI;
}
