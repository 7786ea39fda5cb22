export default function ApplicationPage() { return null; } // Placeholder: the staff pages' helper replaces it.
