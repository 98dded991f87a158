// The talent home's last answer in IndexedDB (store.ts), per signed-in account: without network
// the space opens on it, marked « Hors ligne — données du … » (src/portal/PortalApp.tsx).
import type { HomeCache } from "../../portal/PortalApp.tsx";
import type { TalentHome } from "../types.ts";
import { idbStore, type TalentStore } from "./store.ts";

const stores = new Map<string, TalentStore>();
const storeOf = (userId: string) => {
  let store = stores.get(userId);
  if (!store) stores.set(userId, (store = idbStore(`account-${userId}`)));
  return store;
};

export const talentHomeCache: HomeCache<TalentHome> = {
  load: async (userId) => (await storeOf(userId).getHome()) as { data: TalentHome; saved_at: string } | undefined,
  save: (userId, data) => storeOf(userId).putHome(data),
};
