// The profile picture: JPEG, PNG or HEIC up to 2 MB, uploaded to storage, shown at once.
import { UploadOutlined } from "@ant-design/icons";
import { Button, Space, Upload } from "antd";
import { useState } from "react";
import { AVATAR_MAX_BYTES } from "../../../session/avatar/avatar-storage.ts";
import { PersonAvatar } from "../../../session/avatar/person-avatar.tsx";
import { toast } from "../../../lib/toast/toast-store.ts";
import { t } from "../../../i18n/index.ts";
import { errorMessage } from "../../../lib/errors/error-message.ts";
import { IMAGE_MIME_TYPES, acceptAttribute, isAcceptedUpload } from "../../../lib/upload/accepted-types.ts";
import { useUploadAvatar } from "./account-queries.ts";

type Props = { userId: string; name: string; avatar?: string; onSaved: () => void };

export const AvatarUpload = ({ userId, name, avatar, onSaved }: Props) => {
  const [uploading, setUploading] = useState(false);
  const [path, setPath] = useState(avatar);
  const uploadAvatar = useUploadAvatar();
  const upload = async (file: File) => {
    if (!isAcceptedUpload(file, IMAGE_MIME_TYPES))
      return void toast({ type: "error", description: t("settings.account.avatarInvalidType") });
    if (file.size > AVATAR_MAX_BYTES)
      return void toast({ type: "error", description: t("settings.account.avatarTooLarge") });
    setUploading(true);
    try {
      setPath(await uploadAvatar(userId, file));
      toast({ type: "success", description: t("settings.account.avatarUpdated") });
      onSaved();
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
    } finally {
      setUploading(false);
    }
  };
  return (
    <Space size="large" align="center">
      <PersonAvatar size={72} name={name} avatar={path} />
      <Upload
        accept={acceptAttribute(IMAGE_MIME_TYPES)}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} loading={uploading}>
          {t("settings.account.avatarUpload")}
        </Button>
      </Upload>
    </Space>
  );
};
