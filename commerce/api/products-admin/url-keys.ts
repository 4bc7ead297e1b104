import type { DB } from "../../db/connection";

/**
 * A product's old address keeps answering after its url_key changes: a 301 from the old path to the new one, and
 * every redirect that led to the old path now leads straight to the new one, so a chain A → B → C sends A to C in
 * one step. Going back to an earlier key removes that key's own redirect, so nothing loops. (The product page
 * itself also sends a stale `/p/{sku}/{key}` to the current key; these rows serve the older addresses that led to it.)
 */
export async function redirectProductPath(trx: DB, oldPath: string, newPath: string): Promise<void> {
  await trx.deleteFrom("url_redirects").where("request_path", "=", newPath).execute();
  await trx.updateTable("url_redirects").set({ target_path: newPath }).where("target_path", "=", oldPath).execute();
  await trx
    .insertInto("url_redirects")
    .values({ request_path: oldPath, target_path: newPath, redirect_type: 301 })
    .onConflict((oc) => oc.column("request_path").doUpdateSet({ target_path: newPath, redirect_type: 301 }))
    .execute();
}
