// The async boundary lets the federation runtime negotiate shared modules before React loads. The
// timer gives the runtime's own start-up and the loading of the shell's libraries a task each.
setTimeout(() => void import('./bootstrap'), 0);
