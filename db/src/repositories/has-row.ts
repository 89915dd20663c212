/** Whether a query answers a row: a select found one, or an insert, update or delete `returning` one wrote it. */
export async function hasRow(query: { executeTakeFirst(): Promise<unknown> }): Promise<boolean> {
  return (await query.executeTakeFirst()) !== undefined;
}
