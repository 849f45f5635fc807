// What a write answers at the least: the id of the transaction that committed it. The browser
// keeps the form busy until sync has brought that transaction (client/src/offline/until-synced.ts),
// so the page never shows the state from before the write. A write that also answers its row
// declares that in its own feature's file here, as `extends Written`.

export interface Written {
  txid: string
}
