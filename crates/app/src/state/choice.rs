//! One way to name and list the values of a choice (a setting, a form's option, a saved
//! enum): [`Choice`], implemented with the [`choices!`] table, which names each value once for
//! saved data and the DOM; its label for the player is the message `choice-<table>-<name>` of
//! the language spoken.

/// A value picked from a fixed list.
pub trait Choice: Copy + PartialEq + 'static {
    /// Every value, in the order the page offers them.
    fn all() -> &'static [Self];

    /// The value's name in saved data and in the DOM (`data-theme="wood"`): never changes.
    fn name(self) -> &'static str;

    /// The key of the message the player reads.
    fn label_key(self) -> &'static str;

    /// What the player reads, in the language spoken.
    fn label(self) -> String {
        crate::state::translate::tr(self.label_key())
    }

    /// The value with this name, if any.
    fn named(name: &str) -> Option<Self> {
        Self::all()
            .iter()
            .copied()
            .find(|value| value.name() == name)
    }
}

/// Implements [`Choice`] for an enum from one table: `Type "table" { Variant => "name", ... }`,
/// each variant in the order offered, labelled by the message `choice-table-name`. A variant
/// left out of the table fails to compile.
macro_rules! choices {
    ($type:ident $table:literal { $($variant:ident => $name:literal),+ $(,)? }) => {
        impl $crate::state::choice::Choice for $type {
            fn all() -> &'static [Self] {
                &[$($type::$variant),+]
            }

            fn name(self) -> &'static str {
                match self {
                    $($type::$variant => $name),+
                }
            }

            fn label_key(self) -> &'static str {
                match self {
                    $($type::$variant => concat!("choice-", $table, "-", $name)),+
                }
            }
        }
    };
}

pub(crate) use choices;

use chess_rules::Color;

// `Color` has an inherent `name()` ("White"), which wins over this trait's: write
// `Choice::name(color)` for the saved name ("white").
choices!(Color "color" {
    White => "white",
    Black => "black",
});

#[cfg(test)]
mod tests {
    use super::Choice;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Speed {
        Slow,
        Fast,
    }

    choices!(Speed "speed" {
        Slow => "slow",
        Fast => "fast",
    });

    #[test]
    fn a_table_names_labels_and_lists_every_value() {
        assert_eq!(Speed::all(), [Speed::Slow, Speed::Fast]);
        assert_eq!(Speed::Fast.name(), "fast");
        assert_eq!(Speed::Fast.label_key(), "choice-speed-fast");
        assert_eq!(
            chess_rules::Color::Black.label(),
            "Black",
            "in English here"
        );
        assert_eq!(Speed::named("slow"), Some(Speed::Slow));
        assert_eq!(Speed::named("Slow"), None, "names are exact");
    }
}
