// /login: e-mail and password, errors in French, then back to the page the visitor wanted
// (the redirect cookie) or the action center. A signed-in visitor is sent on at once.
import { useInvalidateAuthStore, useIsAuthenticated, useLogin } from "@refinedev/core";
import { Alert, Button, Form, Input } from "antd";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { t } from "../../i18n/index.ts";
import { consumeRedirect } from "../../lib/routing/redirect-cookie.ts";
import { AuthCard } from "./auth-card.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";

type Values = { email: string; password: string };

export const LoginPage = () => {
  const auth = useIsAuthenticated();
  const navigate = useNavigate();
  const invalidateAuth = useInvalidateAuthStore();
  const [error, setError] = useState<string | null>(null);
  const [forgot, setForgot] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  // The error shows in the form (it stays while the user retypes) instead of Refine's toast.
  const { mutate: login, isPending } = useLogin<Values>({
    mutationOptions: {
      onMutate: () => setError(null),
      onSuccess: async (result) => {
        if (!result.success) return setError(result.error?.message ?? t("auth.errors.generic"));
        setSignedIn(true);
        await invalidateAuth();
        navigate(result.redirectTo ?? "/", { replace: true });
      },
      onError: () => setError(t("auth.errors.network")),
    },
  });

  // Already signed in when arriving here (not through this form): go on to the app.
  const alreadySignedIn = !!auth.data?.authenticated && !isPending && !signedIn;
  useEffect(() => {
    if (alreadySignedIn) navigate(consumeRedirect(document) ?? "/", { replace: true });
  }, [alreadySignedIn, navigate]);

  if (alreadySignedIn) return null;
  if (forgot) return <ForgotPasswordForm onBack={() => setForgot(false)} />;

  const submit = (values: Values) => login(values);

  return (
    <AuthCard title={t("auth.login.title")} subtitle={t("auth.login.subtitle")}>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Form<Values> layout="vertical" requiredMark={false} onFinish={submit} disabled={isPending}>
        <Form.Item
          label={t("auth.login.email")}
          name="email"
          rules={[
            { required: true, message: t("auth.login.emailRequired") },
            { type: "email", message: t("auth.login.emailInvalid") },
          ]}
        >
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Form.Item
          label={t("auth.login.password")}
          name="password"
          rules={[{ required: true, message: t("auth.login.passwordRequired") }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {t("auth.login.submit")}
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: "center" }}>
        <Link
          to="/login"
          onClick={(event) => {
            event.preventDefault();
            setForgot(true);
          }}
        >
          {t("auth.login.forgot")}
        </Link>
      </div>
    </AuthCard>
  );
};
