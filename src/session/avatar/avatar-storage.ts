// Avatars live in the private "avatars" bucket under `<user_id>/…` (2 MB, images only); they
// are shown through signed URLs.
import type { AppSupabaseClient } from "../../../providers/supabase-client.ts";

export const AVATAR_BUCKET = "avatars";
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_URL_TTL_S = 60 * 60;

export const avatarUrl = async (supabase: AppSupabaseClient, avatar: string): Promise<string> => {
  if (/^https?:\/\//.test(avatar)) return avatar;
  const { data, error } = await supabase.storage.from(AVATAR_BUCKET).createSignedUrl(avatar, AVATAR_URL_TTL_S);
  if (error) throw error;
  return data.signedUrl;
};
