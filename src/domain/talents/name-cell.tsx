// A talent's name in a table (the list, the super-search results): initials avatar, link to
// the record, and the "Top profil" and "Ne plus déléguer" tags. `compact` (the list, one line a
// row): the tags are icons (their names read and in their tooltips) kept in view after a name
// the column's width cuts.
import { StarFilled, StopOutlined } from "@ant-design/icons";
import { Space, Tag } from "antd";
import { Link } from "react-router";
import { VisuallyHidden } from "../../components/table/visually-hidden.tsx";
import { PersonAvatar } from "../../session/avatar/person-avatar.tsx";
import { t } from "../../i18n/index.ts";
import { displayName, type PersonLike } from "../../lib/names/display-name.ts";
import "./name-cell.css";

export const TalentNameCell = ({
  id,
  person,
  topProfile,
  blacklisted,
  compact = false,
}: {
  id: string;
  person: PersonLike;
  topProfile: boolean;
  blacklisted: boolean;
  compact?: boolean;
}) => {
  const top = t("resources.talents.fields.topProfile");
  const blacklist = t("resources.talents.blacklist.tag");
  if (compact)
    return (
      <span className="talent-name-cell">
        <PersonAvatar name={displayName(person)} size="small" className="talent-name-cell-avatar" />
        <Link to={`/talents/${id}`} className="talent-name-cell-link">
          {displayName(person, { upperLastName: true })}
        </Link>
        {topProfile ? (
          <Tag color="gold" icon={<StarFilled />} title={top} className="talent-name-cell-flag">
            <VisuallyHidden>{top}</VisuallyHidden>
          </Tag>
        ) : null}
        {blacklisted ? (
          <Tag color="red" icon={<StopOutlined />} title={blacklist} className="talent-name-cell-flag">
            <VisuallyHidden>{blacklist}</VisuallyHidden>
          </Tag>
        ) : null}
      </span>
    );
  return (
    <Space>
      <PersonAvatar name={displayName(person)} size="small" />
      <Link to={`/talents/${id}`}>{displayName(person, { upperLastName: true })}</Link>
      {topProfile ? <Tag color="gold">{top}</Tag> : null}
      {blacklisted ? <Tag color="red">{blacklist}</Tag> : null}
    </Space>
  );
};

/** The cell's whole text, its tooltip: the name and its tags. */
export const talentNameText = (person: PersonLike, topProfile: boolean, blacklisted: boolean) =>
  [
    displayName(person, { upperLastName: true }),
    topProfile ? t("resources.talents.fields.topProfile") : null,
    blacklisted ? t("resources.talents.blacklist.tag") : null,
  ]
    .filter(Boolean)
    .join(" · ");
