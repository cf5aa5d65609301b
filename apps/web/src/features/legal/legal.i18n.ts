/** The legal texts live with the document component, which the home page's pop-ups show too. */
export { default } from '../../components/legal/legal.i18n';
