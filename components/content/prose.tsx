import styles from './prose.module.css';

type ProseProps = {
  /** HTML the API has already sanitised (allow-listed markup only, see the content API). */
  html: string;
  className?: string;
};

/** Editorial HTML (CMS pages, news articles) with readable typography. */
export default function Prose({ html, className }: ProseProps) {
  return <div className={className ? `${styles.prose} ${className}` : styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
