// The look of a layout's or history entry's item view (entities/layout, entities/history).
export { default as itemViewStyles } from "./ItemView.module.css"
