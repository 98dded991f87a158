// The account's writes: the profile row (public.auth_user through Refine, mirrored in the
// login's metadata), the avatar under the user's own folder of the avatars bucket, the password.
import { useUpdate } from "@refinedev/core";
import { updateOwnLogin, uploadFile } from "../../../../providers/client-calls.ts";
import { toE164 } from "../../../lib/phone/phone-numbers.ts";
import { AVATAR_BUCKET } from "../../../session/avatar/avatar-storage.ts";
import { mimeTypeOf } from "../../../lib/upload/accepted-types.ts";

export type ProfileValues = { first_name: string; last_name: string; phone_number?: string };

/** The row's values: trimmed names, the phone in E.164 like the other phones (private.normalize_phone). */
export const profileRow = (values: ProfileValues) => {
  const phone = values.phone_number?.trim();
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone_number: phone ? toE164(phone) : null,
  };
};

/** The page shows its own toasts. */
const QUIET = { successNotification: false, errorNotification: false } as const;

/** Updates one's own public.auth_user row. */
const useUpdateOwnRow = () => {
  const { mutateAsync } = useUpdate();
  return (userId: string, values: Record<string, unknown>) =>
    mutateAsync({ resource: "auth_user", id: userId, values, ...QUIET });
};

export const useUpdateProfile = () => {
  const updateRow = useUpdateOwnRow();
  return async (userId: string, values: ProfileValues): Promise<void> => {
    const profile = profileRow(values);
    await updateRow(userId, profile);
    await updateOwnLogin({ data: profile });
  };
};

/** Stores the picture at `<user_id>/avatar-<time>.<ext>` and records the path on the profile. */
export const useUploadAvatar = () => {
  const updateRow = useUpdateOwnRow();
  return async (userId: string, file: File): Promise<string> => {
    const extension = file.name.split(".").pop()?.toLowerCase() || "jpg";
    const path = `${userId}/avatar-${Date.now()}.${extension}`;
    await uploadFile(AVATAR_BUCKET, path, file, { upsert: true, contentType: mimeTypeOf(file) || undefined });
    await updateRow(userId, { avatar: path });
    return path;
  };
};

export const changePassword = (password: string): Promise<void> => updateOwnLogin({ password });
