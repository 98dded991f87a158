// The applications of one mission as a kanban by stage
// (docs/rules/missions-applications.md#pipeline): one read with embeds, live (Refine's live provider
// refetches on another recruiter's move), filters and counts per column; cards move by drag and drop
// (pointer or keyboard, dnd-kit) or by the board's one menu, only where the transition table and the
// trigger's rules let the user's roles go. Rejections ask for a reason, "placed" reminds that a
// contract is required; the database has the last word.
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { useList } from "@refinedev/core";
import { Alert, App, Form, Input, Select, Space, Typography } from "antd";
import { useCallback, useMemo, useRef, useState, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { t } from "../../../src/i18n/index.ts";
import { enumStyle, type EnumStyle } from "../../../src/lib/enums/labels.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import { can } from "../../../src/lib/permissions/can.ts";
import { isAppRole } from "../../../src/lib/roles/roles.ts";
import { displayName } from "../../../src/lib/names/display-name.ts";
import { ApplicationCard, talentName } from "./card.tsx";
import { PlacementModal } from "./placement-modal.tsx";
import { BoardColumn } from "./column.tsx";
import {
  allowedTargets,
  canMove,
  columnOf,
  COLUMNS,
  forcedColumns,
  needsContract,
  needsReason,
  REJECTED,
  type Column,
  type RejectionReason,
  type TransitionRule,
} from "../../../src/domain/applications/move-rules.ts";
import { filterCards, type BoardFilters } from "./filters.ts";
import { ForceStageModal, type Forcing } from "./force-modal.tsx";
import { RejectReasonModal } from "../../../src/domain/applications/reason-modal.tsx";
import { MoveMenu, type OpenMenu } from "./move-menu.tsx";
import { kanbanListParams, TRANSITIONS_LIST } from "./select.ts";
import type { KanbanCard } from "./types.ts";
import { useMoves } from "./use-moves.ts";
import "./kanban.css";

type Props = { missionId: string; roles: readonly string[] };

// the enums the cards and filters name (labels of the bundle: stable, no read)
const STAGES: EnumStyle<string> = enumStyle("application_stage");
const SOURCES = enumStyle("application_source");
const REASONS = enumStyle("application_rejection_reason");

/** The stages at which the client said yes: a contract can be made from the application. */
const CONTRACT_STAGES: readonly Column[] = ["retained", "onboarding"];

/** A plain left click on one of the cards' links: the router's navigation instead of a page load. */
const routedLink = (event: MouseEvent): HTMLAnchorElement | null => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
    return null;
  const link = (event.target as Element).closest("a");
  return link && !link.target && link.origin === window.location.origin ? link : null;
};

export const ApplicationsKanban = ({ missionId, roles }: Props) => {
  const { message } = App.useApp();
  const navigate = useNavigate();
  // the reads the router started at navigation (kanbanReads, same params): this joins them
  const { result, query } = useList<KanbanCard>(kanbanListParams(missionId));
  const { result: transitions } = useList<TransitionRule>({
    ...TRANSITIONS_LIST,
    liveMode: "off",
    queryOptions: { staleTime: Infinity },
  });
  // "Créer le contrat" on retained applications, for the roles that create contracts: the access
  // provider's own rule, asked synchronously (its async answer would redraw the board after it)
  const canCreateContract = useMemo(
    () => can(roles.filter(isAppRole), { resource: "contract", action: "create" }),
    [roles],
  );
  const columnLabels = useMemo(
    () =>
      Object.fromEntries(
        COLUMNS.map((c) => [c, c === REJECTED ? t("resources.kanban.rejected") : (STAGES[c]?.label ?? c)]),
      ) as Record<Column, string>,
    [],
  );

  const [filters, setFilters] = useState<BoardFilters>({});
  const [asking, setAsking] = useState<{ card: KanbanCard; target: Column } | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [forcing, setForcing] = useState<Forcing | null>(null);
  const describeMove = useCallback(
    (card: KanbanCard, target: Column) =>
      t("resources.kanban.moved", { name: talentName(card), stage: columnLabels[target] }),
    [columnLabels],
  );
  const { cards, move } = useMoves(result.data, describeMove);
  const rules = transitions.data;

  const request = useCallback(
    (card: KanbanCard, target: Column) => {
      if (columnOf(card) === target) return;
      if (!canMove(rules, roles, card, target)) {
        // a developer's drop on a stage the rules refuse: the forced move, with its comment
        if (forcedColumns(rules, roles, card).includes(target)) {
          setForcing({ card, target });
          return;
        }
        void message.warning(t("resources.kanban.notAllowed"));
        return;
      }
      if (needsReason(target) || needsContract(target)) setAsking({ card, target });
      else move(card, target);
    },
    [rules, roles, move, message],
  );

  // A card's targets depend on its column only: one array per column, shared by its cards and
  // kept while the rules and roles stand (a memoised card compares it; a refetch keeps it).
  const targetsOf = useMemo(() => {
    const byColumn = new Map<Column, Column[]>();
    return (card: KanbanCard) => {
      const column = columnOf(card);
      let targets = byColumn.get(column);
      if (!targets) byColumn.set(column, (targets = allowedTargets(rules, roles, card)));
      return targets;
    };
  }, [rules, roles]);
  const openMenu = useCallback(
    (card: KanbanCard, button: HTMLButtonElement) =>
      setMenu({ card, button, targets: allowedTargets(rules, roles, card), forced: forcedColumns(rules, roles, card) }),
    [rules, roles],
  );
  const closeMenu = useCallback((closing: OpenMenu) => setMenu((open) => (open === closing ? null : open)), []);

  const visible = useMemo(() => filterCards(cards, filters), [cards, filters]);
  const byColumn = useMemo(() => {
    const map = new Map<Column, KanbanCard[]>(COLUMNS.map((c) => [c, []]));
    for (const card of visible) map.get(columnOf(card))!.push(card);
    return map;
  }, [visible]);
  const owners = useMemo(() => {
    const seen = new Map<string, string>();
    for (const card of cards) if (card.owner) seen.set(card.owner.id, displayName(card.owner));
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [cards]);

  // Keyboard moves jump from column to column (arrows), skipping the ones the card cannot
  // reach; the chosen column is the drop target whatever the layout measures.
  const keyboardTarget = useRef<Column | null>(null);
  const coordinateGetter: KeyboardCoordinateGetter = useCallback((event, { currentCoordinates, context }) => {
    const dir =
      event.code === "ArrowRight" || event.code === "ArrowDown"
        ? 1
        : event.code === "ArrowLeft" || event.code === "ArrowUp"
          ? -1
          : 0;
    if (!dir) return undefined;
    event.preventDefault();
    const data = context.active?.data.current as { column: Column; targets: Column[] } | undefined;
    if (!data) return undefined;
    const reachable = COLUMNS.filter((c) => c === data.column || data.targets.includes(c));
    const from = reachable.indexOf(keyboardTarget.current ?? data.column);
    const next = reachable[Math.max(0, Math.min(reachable.length - 1, from + dir))]!;
    keyboardTarget.current = next;
    const rect = context.droppableRects.get(next);
    return rect && rect.width
      ? { x: rect.left + 8, y: rect.top + 48 }
      : { x: currentCoordinates.x + dir, y: currentCoordinates.y };
  }, []);
  const collision: CollisionDetection = useCallback((args) => {
    if (keyboardTarget.current) return [{ id: keyboardTarget.current }];
    const within = pointerWithin(args);
    return within.length ? within : rectIntersection(args);
  }, []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
  const byId = useMemo(() => new Map(cards.map((c) => [c.id, c])), [cards]);
  const onDragEnd = (event: DragEndEvent) => {
    keyboardTarget.current = null;
    setDragged(null);
    const card = byId.get(String(event.active.id));
    if (card && event.over) request(card, event.over.id as Column);
  };
  const nameOf = (id: string | number) => {
    const card = byId.get(String(id));
    return card ? talentName(card) : "";
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("resources.kanban.announcements.start", {
        name: nameOf(active.id),
        column: columnLabels[(active.data.current as { column: Column }).column],
      }),
    onDragOver: ({ over }) =>
      over ? t("resources.kanban.announcements.over", { column: columnLabels[over.id as Column] }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("resources.kanban.announcements.end", { name: nameOf(active.id), column: columnLabels[over.id as Column] })
        : t("resources.kanban.announcements.cancel"),
    onDragCancel: () => t("resources.kanban.announcements.cancel"),
  };

  const onBoardClick = (event: MouseEvent) => {
    const link = routedLink(event);
    if (!link) return;
    event.preventDefault();
    navigate(link.pathname + link.search);
  };

  const askedName = asking ? talentName(asking.card) : "";
  return (
    <>
      <Form<BoardFilters>
        layout="inline"
        aria-label={t("resources.kanban.filters.label")}
        onValuesChange={(_, all) => setFilters(all)}
        style={{ marginBottom: 12, rowGap: 8 }}
      >
        <Form.Item name="q" label={t("resources.kanban.filters.search")}>
          <Input allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="source" label={t("resources.kanban.filters.source")}>
          <Select
            allowClear
            style={{ minWidth: 180 }}
            options={Object.entries(SOURCES).map(([value, s]) => ({ value, label: s.label }))}
          />
        </Form.Item>
        <Form.Item name="owner" label={t("resources.kanban.filters.owner")}>
          <Select allowClear style={{ minWidth: 180 }} options={owners} />
        </Form.Item>
      </Form>
      <Space style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{t("resources.kanban.count", { count: visible.length })}</Typography.Text>
      </Space>
      {query.isError ? <Alert type="error" showIcon message={errorMessage(query.error)} /> : null}
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        onDragStart={(event) => {
          keyboardTarget.current = null;
          setDragged(String(event.active.id));
        }}
        onDragCancel={() => {
          keyboardTarget.current = null;
          setDragged(null);
        }}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t("resources.kanban.dragHint") } }}
      >
        {/* focusable: the board scrolls sideways, the keyboard must reach that scroll too (axe's scrollable-region-focusable);
            its click listener routes the cards' links (plain anchors, reached and followed by keyboard as such) */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <div
          className="kanban-board"
          role="group"
          aria-label={t("resources.kanban.board")}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          onClick={onBoardClick}
        >
          {COLUMNS.map((column) => {
            const list = byColumn.get(column)!;
            return (
              <BoardColumn key={column} column={column} label={columnLabels[column]} count={list.length}>
                {list.map((card) => (
                  <ApplicationCard
                    key={card.id}
                    card={card}
                    column={column}
                    targets={targetsOf(card)}
                    sources={SOURCES}
                    reasons={REASONS}
                    onOpenMenu={openMenu}
                    offersContract={canCreateContract && CONTRACT_STAGES.includes(column)}
                  />
                ))}
              </BoardColumn>
            );
          })}
        </div>
        {/* The moving copy above every column (a column's scroll box would clip the card itself). */}
        <DragOverlay>
          {dragged ? <div className="kanban-card kanban-overlay">{nameOf(dragged)}</div> : null}
        </DragOverlay>
      </DndContext>
      <MoveMenu
        menu={menu}
        columnLabels={columnLabels}
        onClose={closeMenu}
        onMove={request}
        onForce={(card, target) => setForcing({ card, target })}
      />
      <ForceStageModal
        forcing={forcing}
        stageLabel={forcing ? columnLabels[forcing.target] : ""}
        onClose={() => setForcing(null)}
      />
      <RejectReasonModal
        open={!!asking && needsReason(asking.target)}
        title={t("resources.kanban.reason.title", { name: askedName })}
        roles={roles}
        onCancel={() => setAsking(null)}
        onConfirm={(reason: RejectionReason) => {
          if (asking) move(asking.card, asking.target, reason);
          setAsking(null);
        }}
      />
      <PlacementModal
        card={asking && needsContract(asking.target) ? asking.card : null}
        missionId={missionId}
        canCreateContract={canCreateContract}
        onCancel={() => setAsking(null)}
        onConfirm={(card) => {
          move(card, "placed");
          setAsking(null);
        }}
      />
    </>
  );
};
