// A one-file field limited to the accepted upload types (docs/rules/application.md#upload-types:
// JPEG, PNG, PDF, spreadsheets, HEIC/HEIF); a refused file gets the French message and never
// reaches the form.
import { UploadOutlined } from "@ant-design/icons";
import { Button, Upload } from "antd";
import { t } from "../../i18n/index.ts";
import { acceptAttribute, isAcceptedUpload } from "../../lib/upload/accepted-types.ts";
import { toast } from "../../lib/toast/toast-store.ts";

export const UploadField = ({
  value,
  onChange,
  types,
  id,
}: {
  value?: File | null;
  onChange?: (file: File | null) => void;
  types?: readonly string[];
  id?: string;
}) => (
  <Upload
    accept={acceptAttribute(types)}
    maxCount={1}
    fileList={value ? [{ uid: "file", name: value.name, status: "done" }] : []}
    beforeUpload={(file) => {
      if (!isAcceptedUpload(file, types)) toast({ type: "error", description: t("domain.upload.invalidType") });
      else onChange?.(file);
      return false;
    }}
    onRemove={() => onChange?.(null)}
  >
    <Button id={id} icon={<UploadOutlined aria-hidden />}>
      {t("components.upload.button")}
    </Button>
  </Upload>
);
