/** Runs a bench script's main and exits with its code; an uncaught error is printed and exits 1. */
export function runScript(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
