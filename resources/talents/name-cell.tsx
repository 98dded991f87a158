// A talent's name in a table (the list, the super-search results): initials avatar, link to
// the record, and the "Top profil" and "Ne plus déléguer" tags.
import { Space, Tag } from "antd";
import { Link } from "react-router";
import { PersonAvatar } from "../../src/session/avatar/person-avatar.tsx";
import { t } from "../../src/i18n/index.ts";
import { displayName, type PersonLike } from "../../src/lib/names/display-name.ts";

export const TalentNameCell = ({
  id,
  person,
  topProfile,
  blacklisted,
}: {
  id: string;
  person: PersonLike;
  topProfile: boolean;
  blacklisted: boolean;
}) => (
  <Space>
    <PersonAvatar name={displayName(person)} size="small" />
    <Link to={`/talents/${id}`}>{displayName(person, { upperLastName: true })}</Link>
    {topProfile ? <Tag color="gold">{t("resources.talents.fields.topProfile")}</Tag> : null}
    {blacklisted ? <Tag color="red">{t("resources.talents.blacklist.tag")}</Tag> : null}
  </Space>
);
