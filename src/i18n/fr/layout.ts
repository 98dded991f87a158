// Sider groups, header, user menu, workspace switcher and command palette.
export const layout = {
  groups: {
    pilotage: "Pilotage",
    talents: "Talents",
    sales: "Commercial",
    contracts: "Contrats",
    requests: "Demandes",
    finance: "Finance",
    tools: "Outils",
    referentials: "Référentiels",
    admin: "Administration",
  },
  userMenu: {
    label: "Menu utilisateur",
    /** begins with the visible name (WCAG 2.5.3, label in name) */
    labelWithName: "{{name}}, menu utilisateur",
    account: "Mon compte",
    signOut: "Se déconnecter",
  },
  workspace: {
    label: "Workspace",
    /** begins with the visible text « Workspace : <nom> » (WCAG 2.5.3, label in name) */
    switcher: "Workspace : {{name}}, changer de workspace",
    switched: "Vous travaillez maintenant dans le workspace « {{name}} ».",
    all: "Tous mes workspaces",
    allSwitched: "Vous voyez maintenant les données de tous vos workspaces.",
    types: { internal: "Interne", external: "Externe", all: "Tous" },
  },
  palette: {
    open: "Rechercher une page",
    shortcut: "Ctrl K",
    shortcutApple: "⌘ K",
    placeholder: "Aller à une page…",
    sectionPages: "Pages",
    goTo: "Aller à : {{label}}",
    empty: "Aucun résultat",
  },
} as const;
