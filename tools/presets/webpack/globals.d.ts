/** Inlined at build time by the common webpack config: the contract version a remote was built against. */
declare const __CONTRACT_VERSION__: string;

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
declare module '*.md' {
  const text: string;
  export default text;
}
