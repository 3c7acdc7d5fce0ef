//! One way to name and list the values of a choice (a setting, a form's option, a saved
//! enum): [`Choice`], implemented with the [`choices!`] table, which names each value once for
//! saved data and the DOM and labels it once for the player.

/// A value picked from a fixed list.
pub trait Choice: Copy + PartialEq + 'static {
    /// Every value, in the order the page offers them.
    fn all() -> &'static [Self];

    /// The value's name in saved data and in the DOM (`data-theme="wood"`): never changes.
    fn name(self) -> &'static str;

    /// What the player reads.
    fn label(self) -> &'static str;

    /// The value with this name, if any.
    fn named(name: &str) -> Option<Self> {
        Self::all()
            .iter()
            .copied()
            .find(|value| value.name() == name)
    }
}

/// Implements [`Choice`] for an enum from one table: `Variant => ("name", "Label")` for each
/// variant, in the order offered. A variant left out of the table fails to compile.
macro_rules! choices {
    ($type:ident { $($variant:ident => ($name:literal, $label:literal)),+ $(,)? }) => {
        impl $crate::state::choice::Choice for $type {
            fn all() -> &'static [Self] {
                &[$($type::$variant),+]
            }

            fn name(self) -> &'static str {
                match self {
                    $($type::$variant => $name),+
                }
            }

            fn label(self) -> &'static str {
                match self {
                    $($type::$variant => $label),+
                }
            }
        }
    };
}

pub(crate) use choices;

use chess_rules::Color;

// `Color` has an inherent `name()` ("White"), which wins over this trait's: write
// `Choice::name(color)` for the saved name ("white").
choices!(Color {
    White => ("white", "White"),
    Black => ("black", "Black"),
});

#[cfg(test)]
mod tests {
    use super::Choice;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Speed {
        Slow,
        Fast,
    }

    choices!(Speed {
        Slow => ("slow", "Slowly"),
        Fast => ("fast", "Quickly"),
    });

    #[test]
    fn a_table_names_labels_and_lists_every_value() {
        assert_eq!(Speed::all(), [Speed::Slow, Speed::Fast]);
        assert_eq!(Speed::Fast.name(), "fast");
        assert_eq!(Speed::Fast.label(), "Quickly");
        assert_eq!(Speed::named("slow"), Some(Speed::Slow));
        assert_eq!(Speed::named("Slowly"), None, "labels are not names");
    }
}
