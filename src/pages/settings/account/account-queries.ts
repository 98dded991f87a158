// The account's writes: the profile row (public.auth_user, mirrored in the login's metadata),
// the avatar under the user's own folder of the avatars bucket, the password.
import { toE164 } from "../../../lib/validators/french-ids.ts";
import type { AppSupabaseClient } from "../../../../providers/supabase-client.ts";
import { AVATAR_BUCKET } from "../../../session/avatar/avatar-storage.ts";
import { mimeTypeOf } from "../../../lib/upload/accepted-types.ts";

export type ProfileValues = { first_name: string; last_name: string; phone_number?: string };

export const updateProfile = async (
  supabase: AppSupabaseClient,
  userId: string,
  values: ProfileValues,
): Promise<void> => {
  const phone = values.phone_number?.trim();
  // stored in E.164, like the other phones (private.normalize_phone)
  const profile = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone_number: phone ? toE164(phone) : null,
  };
  const { error } = await supabase.from("auth_user").update(profile).eq("id", userId);
  if (error) throw error;
  const { error: metaError } = await supabase.auth.updateUser({ data: profile });
  if (metaError) throw metaError;
};

/** Stores the picture at `<user_id>/avatar-<time>.<ext>` and records the path on the profile. */
export const uploadAvatar = async (supabase: AppSupabaseClient, userId: string, file: File): Promise<string> => {
  const extension = file.name.split(".").pop()?.toLowerCase() || "jpg";
  const path = `${userId}/avatar-${Date.now()}.${extension}`;
  const { error } = await supabase.storage
    .from(AVATAR_BUCKET)
    .upload(path, file, { upsert: true, contentType: mimeTypeOf(file) || undefined });
  if (error) throw error;
  const { error: rowError } = await supabase.from("auth_user").update({ avatar: path }).eq("id", userId);
  if (rowError) throw rowError;
  return path;
};

export const changePassword = async (supabase: AppSupabaseClient, password: string): Promise<void> => {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
};
