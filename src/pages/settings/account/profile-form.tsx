// Profile: first name, last name, phone; the e-mail is shown, not edited here.
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { toast } from "../../../lib/toast/toast-store.ts";
import { t } from "../../../i18n/index.ts";
import { errorMessage } from "../../../lib/errors/error-message.ts";
import { formatPhone } from "../../../lib/phone/format-phone.ts";
import { isValidPhone } from "../../../lib/phone/phone-numbers.ts";
import type { AuthProfile } from "../../../lib/session/types.ts";
import { useUpdateProfile, type ProfileValues } from "./account-queries.ts";

/** Empty, or a number libphonenumber accepts (French, or international with its prefix). */
export const phoneRule = {
  validator: async (_: unknown, value: string | undefined) => {
    if (value && value.trim() !== "" && !isValidPhone(value)) throw new Error(t("settings.account.phoneInvalid"));
  },
};

export const ProfileForm = ({ profile, onSaved }: { profile: AuthProfile; onSaved: () => void }) => {
  const [saving, setSaving] = useState(false);
  const updateProfile = useUpdateProfile();
  const save = async (values: ProfileValues) => {
    setSaving(true);
    try {
      await updateProfile(profile.id, values);
      toast({ type: "success", description: t("settings.account.profileUpdated") });
      onSaved();
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form<ProfileValues>
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{
        first_name: profile.firstName,
        last_name: profile.lastName,
        phone_number: formatPhone(profile.phone),
      }}
      onFinish={(values) => void save(values)}
    >
      <Form.Item label={t("settings.account.email")} htmlFor="account-email">
        <Input id="account-email" value={profile.email} disabled />
      </Form.Item>
      <Form.Item
        label={t("settings.account.firstName")}
        name="first_name"
        rules={[{ required: true, whitespace: true }]}
      >
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item label={t("settings.account.lastName")} name="last_name" rules={[{ required: true, whitespace: true }]}>
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item label={t("settings.account.phone")} name="phone_number" rules={[phoneRule]} validateTrigger="onBlur">
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t("commands.save")}
      </Button>
    </Form>
  );
};
