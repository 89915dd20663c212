import type { DbHandle } from '@app/db';

/**
 * The handle an app under test is built with, recording the SQL text (values apart) of every statement
 * it runs while `during` runs: how a test proves what a request does and does not query.
 */
export function recordingSql(db: DbHandle) {
  const statements: string[] = [];
  let recording = false;
  const handle: DbHandle = {
    ...db,
    db: db.db.withPlugin({
      transformQuery: (args) => {
        if (recording) statements.push(db.db.getExecutor().compileQuery(args.node, args.queryId).sql);
        return args.node;
      },
      transformResult: async (args) => args.result,
    }),
  };
  /** Runs `work` and answers what it answered with the SQL it ran. */
  async function during<T>(work: () => Promise<T>): Promise<{ answer: T; sql: string[] }> {
    statements.length = 0;
    recording = true;
    try {
      const answer = await work();
      return { answer, sql: [...statements] };
    } finally {
      recording = false;
    }
  }
  return { handle, during };
}
