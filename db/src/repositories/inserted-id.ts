/** The id of the row an insert `returning('id')` wrote. */
export async function insertedId(insert: { executeTakeFirstOrThrow(): Promise<{ id: number }> }): Promise<number> {
  return (await insert.executeTakeFirstOrThrow()).id;
}
