/**
 * The database views' stylesheet (grid, board, calendar, gallery, list, chart note, row page, skeletons), appended to the renderer's
 * `renderStyles`. Colours go through the same --qd-* properties as documents, set on `.quire-database-view`.
 */
export const databaseStyles = `
.quire-database-view,.quire-row-detail,.quire-database-skeleton{--qd-text:var(--quire-text,inherit);--qd-muted:var(--quire-text-secondary,#6b7280);--qd-border:var(--quire-border,#e5e7eb);--qd-surface:var(--quire-surface,#f7f7f8);--qd-accent:var(--quire-primary,#00bcf0);color:var(--qd-text)}
.quire-database-tabs{display:flex;gap:4px;border-bottom:1px solid var(--qd-border);margin-bottom:8px;overflow-x:auto}
.quire-database-tab{padding:6px 10px;color:var(--qd-muted);text-decoration:none;white-space:nowrap}
.quire-database-tab[aria-current=page]{color:var(--qd-text);border-bottom:2px solid var(--qd-accent)}
.quire-grid{overflow-x:auto}
.quire-grid-table{border-collapse:collapse;table-layout:fixed;min-width:100%}
.quire-grid-table th,.quire-grid-table td{border:1px solid var(--qd-border);padding:6px 8px;text-align:left;vertical-align:top;overflow:hidden;text-overflow:ellipsis}
.quire-grid-table th{font-weight:500;color:var(--qd-muted);white-space:nowrap}
.quire-cell-text{white-space:pre-wrap;overflow-wrap:anywhere}
.quire-cell-options,.quire-cell-relation{display:flex;flex-wrap:wrap;gap:4px}
.quire-cell-option,.quire-cell-related{border-radius:4px;padding:0 6px;background:var(--qd-surface);white-space:nowrap}
.quire-cell-option[style]{color:#1f2329}
a.quire-cell-related{color:inherit;text-decoration:none}a.quire-cell-related:hover{text-decoration:underline}
.quire-cell-checklist{display:inline-flex;gap:6px;align-items:center}
.quire-row-title{display:inline-flex;gap:4px;color:inherit;text-decoration:none;font-weight:500}
a.quire-row-title:hover{text-decoration:underline}
.quire-board{display:flex;gap:12px;overflow-x:auto;align-items:flex-start}
.quire-board-column{flex:0 0 256px;background:var(--qd-surface);border-radius:8px;padding:8px}
.quire-board-column-title{display:flex;justify-content:space-between;margin-bottom:8px;color:var(--qd-muted)}
.quire-board-cards{display:flex;flex-direction:column;gap:8px}
.quire-card{background:var(--quire-background,#fff);border:1px solid var(--qd-border);border-radius:6px;padding:8px;display:flex;flex-direction:column;gap:4px}
.quire-gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:12px}
.quire-list{list-style:none;margin:0;padding:0;border-top:1px solid var(--qd-border)}
.quire-list-row{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;padding:8px 4px;border-bottom:1px solid var(--qd-border)}
.quire-list-row .quire-row-title{flex:1 1 200px;min-width:0}
.quire-list-field{color:var(--qd-muted);max-width:320px;overflow:hidden;text-overflow:ellipsis}
.quire-chart-unavailable{color:var(--qd-muted);background:var(--qd-surface);border-radius:6px;padding:12px}
.quire-chart-rows{padding-left:20px}
.quire-calendar-header{display:flex;align-items:center;gap:8px}
.quire-calendar-header button{background:none;border:1px solid var(--qd-border);border-radius:4px;cursor:pointer;color:inherit}
.quire-calendar-title{margin:0;font-size:1.1em}
.quire-calendar-grid{width:100%;border-collapse:collapse;table-layout:fixed}
.quire-calendar-grid th{font-weight:500;color:var(--qd-muted);padding:4px}
.quire-calendar-day{border:1px solid var(--qd-border);height:96px;vertical-align:top;padding:4px}
.quire-calendar-outside{color:var(--qd-muted);background:var(--qd-surface)}
.quire-calendar-date{font-size:0.85em}
.quire-calendar-event{font-size:0.85em;border-radius:4px;padding:1px 4px;background:var(--qd-surface);margin-top:2px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.quire-calendar-undated ul{list-style:none;padding:0}
.quire-row-properties{display:grid;gap:6px;margin:12px 0}
.quire-row-property{display:grid;grid-template-columns:160px 1fr;gap:8px}
.quire-row-property dt{color:var(--qd-muted)}
.quire-row-property dd{margin:0}
.quire-database-skeleton .quire-skeleton-grid{display:grid;gap:6px}
.quire-skeleton-board{display:flex;gap:12px}
.quire-skeleton-column{flex:1;display:flex;flex-direction:column;gap:8px}
.quire-skeleton-cell,.quire-skeleton-card,.quire-skeleton-day{background:var(--qd-surface);border-radius:4px;min-height:28px;animation:quire-skeleton-pulse 0.9s ease-in-out infinite alternate}
.quire-skeleton-card{min-height:72px}.quire-skeleton-day{min-height:80px}
@keyframes quire-skeleton-pulse{from{opacity:0.45}to{opacity:0.9}}
`;
