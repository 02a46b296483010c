// Side-effect entry: `import "@/shared/ui/styles"` once at the app root loads the tokens and base styles.
import "./global.css"
