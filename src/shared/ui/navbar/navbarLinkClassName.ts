// The bar's link look, shared so react-aria links and router links in a bar look alike.
import styles from "./Navbar.module.css"

export const navbarLinkClassName: string = styles.link ?? ""
