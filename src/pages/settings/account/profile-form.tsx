// Profile: first name, last name, phone; the e-mail is shown, not edited here.
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { getSupabaseClient } from "../../../../providers/supabase-client.ts";
import { toast } from "../../../components/toast/toast-store.ts";
import { t } from "../../../i18n/index.ts";
import { errorMessage } from "../../../lib/errors/error-message.ts";
import type { AuthProfile } from "../../../lib/session/types.ts";
import { updateProfile, type ProfileValues } from "./account-queries.ts";

export const ProfileForm = ({ profile, onSaved }: { profile: AuthProfile; onSaved: () => void }) => {
  const [saving, setSaving] = useState(false);
  const save = async (values: ProfileValues) => {
    setSaving(true);
    try {
      await updateProfile(getSupabaseClient(), profile.id, values);
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
      initialValues={{ first_name: profile.firstName, last_name: profile.lastName, phone_number: profile.phone }}
      onFinish={(values) => void save(values)}
    >
      <Form.Item label={t("settings.account.email")}>
        <Input value={profile.email} disabled />
      </Form.Item>
      <Form.Item label={t("settings.account.firstName")} name="first_name" rules={[{ required: true, whitespace: true }]}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item label={t("settings.account.lastName")} name="last_name" rules={[{ required: true, whitespace: true }]}>
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item label={t("settings.account.phone")} name="phone_number">
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t("commands.save")}
      </Button>
    </Form>
  );
};
