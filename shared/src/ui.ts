// React components shared by the shell and the remotes (kept apart from the contract so the API server can import it).
export * from './components/modal';
