// /contacts/:id: the contact's header (civility, job title, company), its fields edited in place, its notes;
// « Supprimer le contact » (its delete right) deletes at once, « Annuler » in the toast brings it back;
// « Accès à l'espace client » opens or closes the contact's space (/client).
// Opened from the list, the contact's row shows the header at once while the page's read (started
// at navigation) is on the network; the form and the cards render from the whole record.
import { MergedNotice } from "../../src/domain/merge/merged-notice.tsx";
import { useForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Alert, Card, Space, Typography } from "antd";
import { Link, useParams } from "react-router";
import { RecordHistoryPanel } from "../../src/components/history/record-history.tsx";
import { DeleteRecordButton } from "../../src/components/undo/delete-record-button.tsx";
import { PersonAvatar } from "../../src/session/avatar/person-avatar.tsx";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { PageTitle } from "../../src/components/page-title.tsx";
import { isOutOfReach, RecordOutOfReach } from "../../src/components/record-out-of-reach.tsx";
import { EnumTag } from "../../src/components/table/columns.tsx";
import type { TablesUpdate } from "../../src/database.types.ts";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { displayName } from "../../src/lib/names/display-name.ts";
import { CONTACT_STATUS_STYLE } from "../../src/domain/contacts/constants.ts";
import { ContactForm } from "./form.tsx";
import { toContactRow, type ContactFormValues } from "./schema.ts";
import { CONTACT_LIST_SELECT, contactShowRead } from "../../src/domain/contacts/select.ts";
import { formFedByPage, useRecordOpenedFromList } from "../../src/lib/data/record-from-list.ts";
import type { ContactRow } from "../../src/domain/contacts/types.ts";
import { SaveButton } from "../../src/components/form/save-button.tsx";
import { RecordNotes } from "../../src/session/record-notes.tsx";
import { MarketingOptOut } from "../push-marketing/public/opt-out.tsx";
import { refusedSave } from "../../src/components/form/refused-save.ts";
import { PortalAccessCard } from "../../src/domain/portal/access-card.tsx";

/** What the header shows, in the list's rows too. */
const HEADER_FIELDS = ["first_name", "last_name", "status"] as const;

export const ContactShow = () => {
  const { id = "" } = useParams();
  const { query, record } = useRecordOpenedFromList<ContactRow>(contactShowRead(id), HEADER_FIELDS, {
    liveMode: "off",
  });
  const contact = query.data?.data;
  if (query.isError)
    return (
      <>
        <PageTitle>{t("routes.contact")}</PageTitle>
        {isOutOfReach(query.error) ? (
          <RecordOutOfReach backTo="/contacts" backLabel={t("components.outOfReach.backToContacts")} />
        ) : (
          <Alert type="error" showIcon message={t("components.list.error")} description={errorMessage(query.error)} />
        )}
      </>
    );
  return (
    <>
      <Space align="center" wrap style={{ marginBottom: 16 }}>
        <PersonAvatar name={displayName(contact)} size="large" />
        <Typography.Title level={2} style={{ margin: 0 }}>
          {contact ? displayName(contact, { upperLastName: true }) : t("routes.contact")}
        </Typography.Title>
        {contact?.job_title ? <Typography.Text type="secondary">{contact.job_title}</Typography.Text> : null}
        {contact?.company ? <Link to={`/companies/${contact.company.id}`}>{contact.company.name}</Link> : null}
        <EnumTag value={contact?.status} style={CONTACT_STATUS_STYLE} />
        {contact ? (
          <DeleteRecordButton
            resource="contact"
            id={contact.id}
            label={displayName(contact)}
            listPath="/contacts"
            showPath={`/contacts/${contact.id}`}
            text={t("resources.contacts.delete.action")}
          />
        ) : null}
      </Space>
      {record ? <ContactBody contact={record} readAt={query.dataUpdatedAt} /> : <Card loading />}
    </>
  );
};

/** The form and the cards under the header, from the whole record (read at `readAt`). */
const ContactBody = ({ contact, readAt }: { contact: ContactRow; readAt: number }) => {
  const { formProps, saveButtonProps, onFinish } = useForm<ContactRow, HttpError, TablesUpdate<"contact">>({
    liveMode: "off",
    resource: "contact",
    action: "edit",
    id: contact.id,
    redirect: false,
    warnWhenUnsavedChanges: true,
    meta: { select: CONTACT_LIST_SELECT },
    queryOptions: formFedByPage(contact, readAt),
    ...MUTATION_NOTIFICATIONS,
  });
  return (
    <>
      <MergedNotice entity="contact" id={contact.id} />
      <Card>
        <ContactForm
          status={contact.status}
          formProps={{
            ...formProps,
            onFinish: (values: ContactFormValues) => toContactRow(values).then(onFinish).catch(refusedSave),
          }}
        />
        <SaveButton {...saveButtonProps} />
        <div style={{ marginTop: 16 }}>
          <MarketingOptOut resource="contact" id={contact.id} />
        </div>
      </Card>
      <div style={{ marginTop: 16 }}>
        <PortalAccessCard kind="client" recordId={contact.id} />
      </div>
      <Card title={t("components.notes.title")} style={{ marginTop: 16 }}>
        <RecordNotes subject={{ field: "contact_id", id: contact.id }} />
      </Card>
      <RecordHistoryPanel entity="contact" id={contact.id} />
    </>
  );
};
