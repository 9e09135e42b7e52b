/** Lets the browser paint and handle input between two pieces of start-up work. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
