//! King buckets: the first layer may hold several sets of rows, one for each region the
//! viewer's own king stands in, so a piece's weight can depend on where the king it shields or
//! threatens is (a pawn storm means one thing against a king castled on its wing and another
//! against one on the far side). Each side's sums use the rows of its own king's bucket, so a
//! king move into another region rebuilds that side's sums; every other move updates them as
//! before.

use chess_rules::Color;

use super::INPUTS;

/// Which set of rows each square of the viewer's king picks, the board seen from the viewer's
/// side (rank 1 its own back rank, as for the inputs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KingBuckets {
    of_square: [u8; 64],
}

impl KingBuckets {
    /// One set of rows wherever the king is: a network of the format before king buckets.
    pub const NONE: KingBuckets = KingBuckets { of_square: [0; 64] };

    /// Two sets: the king on the queen's side (files a-d) or on the king's (files e-h).
    pub const HALVES: KingBuckets = KingBuckets {
        of_square: by_half(false),
    };

    /// Four sets: the halves, each split into the king on its back rank or off it.
    pub const QUARTERS: KingBuckets = KingBuckets {
        of_square: by_half(true),
    };

    /// Eight sets, each splitting a quarter: on the back rank the king's pair of files (a-b and
    /// c-d after castling long, e-f at home or stepped aside, g-h castled short), off it the
    /// halves again, the second rank apart from the rest (a king sheltering behind its pawns, or
    /// walking up in an endgame).
    pub const EIGHTHS: KingBuckets = KingBuckets {
        of_square: eighths(),
    };

    /// Sixteen sets, each splitting an eighth: on the back rank the king's own file, on the
    /// second rank its pair of files, above it the ranks a king shelters on in the middlegame
    /// (3-4) apart from those it reaches only in the endgame (5-8), each by halves.
    pub const SIXTEENTHS: KingBuckets = KingBuckets {
        of_square: sixteenths(),
    };

    /// Twenty-eight sets, each splitting a sixteenth (or keeping it): on the back rank and the
    /// second the king's own file, on ranks 3 and 4 each rank by pairs of files, above them
    /// (the endgame's ranks) pairs of files whatever the rank.
    pub const TWENTY_EIGHT: KingBuckets = KingBuckets {
        of_square: twenty_eight(),
    };

    /// The layout given square by square, if its buckets are numbered 0, 1, ... with none
    /// left out.
    pub fn from_squares(of_square: [u8; 64]) -> Option<KingBuckets> {
        let buckets = KingBuckets { of_square };
        let used = |bucket: u8| of_square.contains(&bucket);
        (0..buckets.count() as u8).all(used).then_some(buckets)
    }

    /// The layout, square by square (from the viewer's side).
    pub fn squares(&self) -> [u8; 64] {
        self.of_square
    }

    /// How many sets of rows the layout has.
    pub fn count(&self) -> usize {
        usize::from(self.of_square.iter().copied().max().unwrap_or(0)) + 1
    }

    /// The first row of the set `viewer` uses with its king on `king_square` (from White's
    /// side, as the board has it): inputs add their `input_index` to it.
    #[inline(always)]
    pub fn first_row(&self, viewer: Color, king_square: usize) -> usize {
        let seen = match viewer {
            Color::White => king_square,
            Color::Black => king_square ^ 56,
        };
        usize::from(self.of_square[seen & 63]) * INPUTS
    }
}

/// The king's half of the board (0 for files a-d, 1 for e-h), and with `back_rank_apart` 2 more
/// off the back rank: [`KingBuckets::HALVES`] and [`KingBuckets::QUARTERS`].
const fn by_half(back_rank_apart: bool) -> [u8; 64] {
    let mut of_square = [0; 64];
    let mut square = 0;
    while square < 64 {
        let half = (square % 8 >= 4) as u8;
        let off_back_rank = (back_rank_apart && square >= 8) as u8;
        of_square[square] = half + 2 * off_back_rank;
        square += 1;
    }
    of_square
}

/// [`KingBuckets::EIGHTHS`], square by square from a1.
const fn eighths() -> [u8; 64] {
    let mut of_square = [0; 64];
    let mut square = 0;
    while square < 64 {
        let (file, rank) = (square % 8, square / 8);
        of_square[square] = match rank {
            0 => file / 2,
            1 => 4 + file / 4,
            _ => 6 + file / 4,
        } as u8;
        square += 1;
    }
    of_square
}

/// [`KingBuckets::SIXTEENTHS`], square by square from a1.
const fn sixteenths() -> [u8; 64] {
    let mut of_square = [0; 64];
    let mut square = 0;
    while square < 64 {
        let (file, rank) = (square % 8, square / 8);
        of_square[square] = match rank {
            0 => file,
            1 => 8 + file / 2,
            2 | 3 => 12 + file / 4,
            _ => 14 + file / 4,
        } as u8;
        square += 1;
    }
    of_square
}

/// [`KingBuckets::TWENTY_EIGHT`], square by square from a1.
const fn twenty_eight() -> [u8; 64] {
    let mut of_square = [0; 64];
    let mut square = 0;
    while square < 64 {
        let (file, rank) = (square % 8, square / 8);
        of_square[square] = match rank {
            0 | 1 => 8 * rank + file,
            2 | 3 => 16 + 4 * (rank - 2) + file / 2,
            _ => 24 + file / 2,
        } as u8;
        square += 1;
    }
    of_square
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn halves_split_the_board_by_files_for_each_side() {
        let halves = KingBuckets::HALVES;
        assert_eq!(halves.count(), 2);
        // e1 and g8 are on the king's side for both colours; c1 on the queen's.
        assert_eq!(halves.first_row(Color::White, 4), INPUTS);
        assert_eq!(halves.first_row(Color::Black, 62), INPUTS);
        assert_eq!(halves.first_row(Color::White, 2), 0);
        assert_eq!(KingBuckets::NONE.first_row(Color::Black, 62), 0);
    }

    #[test]
    fn quarters_split_each_half_by_the_back_rank() {
        let quarters = KingBuckets::QUARTERS;
        assert_eq!(quarters.count(), 4);
        // g1 and g8 are each side's castled king; c2 and c7 have left the back rank.
        assert_eq!(quarters.first_row(Color::White, 6), INPUTS);
        assert_eq!(quarters.first_row(Color::Black, 62), INPUTS);
        assert_eq!(quarters.first_row(Color::White, 10), 2 * INPUTS);
        assert_eq!(quarters.first_row(Color::Black, 50), 2 * INPUTS);
        assert_eq!(quarters.first_row(Color::White, 63), 3 * INPUTS);
    }

    #[test]
    fn eighths_split_each_quarter_in_two() {
        let (eighths, quarters) = (KingBuckets::EIGHTHS, KingBuckets::QUARTERS);
        assert_eq!(eighths.count(), 8);
        // e1 at home and g1 castled short part; c1 castled long; White's king on e2, and Black's
        // on e4 (its e5), part too.
        assert_eq!(eighths.first_row(Color::White, 4), 2 * INPUTS);
        assert_eq!(eighths.first_row(Color::Black, 62), 3 * INPUTS);
        assert_eq!(eighths.first_row(Color::White, 2), INPUTS);
        assert_eq!(eighths.first_row(Color::White, 12), 5 * INPUTS);
        assert_eq!(eighths.first_row(Color::Black, 28), 7 * INPUTS);
        // Every eighth lies within one quarter, so a quarters network can be split into it.
        assert!(splits(eighths, quarters));
    }

    #[test]
    fn sixteenths_split_each_eighth_in_two() {
        let (sixteenths, eighths) = (KingBuckets::SIXTEENTHS, KingBuckets::EIGHTHS);
        assert_eq!(sixteenths.count(), 16);
        // e1 at home and f1 part (one eighth before); White's g2 and h2 share a set, Black's
        // king on g6 (its g3) and on g4 (its g5) do not.
        assert_eq!(sixteenths.first_row(Color::White, 4), 4 * INPUTS);
        assert_eq!(sixteenths.first_row(Color::White, 5), 5 * INPUTS);
        assert_eq!(sixteenths.first_row(Color::White, 14), 11 * INPUTS);
        assert_eq!(sixteenths.first_row(Color::White, 15), 11 * INPUTS);
        assert_eq!(sixteenths.first_row(Color::Black, 46), 13 * INPUTS);
        assert_eq!(sixteenths.first_row(Color::Black, 30), 15 * INPUTS);
        assert!(splits(sixteenths, eighths));
    }

    #[test]
    fn twenty_eight_split_the_sixteenths_near_home() {
        let (fine, sixteenths) = (KingBuckets::TWENTY_EIGHT, KingBuckets::SIXTEENTHS);
        assert_eq!(fine.count(), 28);
        // g2 and h2 part (one sixteenth before); Black's king on g6 (its g3) and on e5 (its
        // e4) are each in a pair of files of their rank; a king on b7 and one on a5 share.
        assert_eq!(fine.first_row(Color::White, 14), 14 * INPUTS);
        assert_eq!(fine.first_row(Color::White, 15), 15 * INPUTS);
        assert_eq!(fine.first_row(Color::Black, 46), 19 * INPUTS);
        assert_eq!(fine.first_row(Color::Black, 36), 22 * INPUTS);
        assert_eq!(
            fine.first_row(Color::White, 49),
            fine.first_row(Color::White, 32)
        );
        assert!(splits(fine, sixteenths));
    }

    /// Whether every bucket of `finer` lies within one bucket of `coarser`.
    fn splits(finer: KingBuckets, coarser: KingBuckets) -> bool {
        (0..finer.count() as u8).all(|bucket| {
            let coarser_buckets: Vec<u8> = (0..64)
                .filter(|&square| finer.squares()[square] == bucket)
                .map(|square| coarser.squares()[square])
                .collect();
            coarser_buckets.windows(2).all(|w| w[0] == w[1])
        })
    }

    #[test]
    fn a_layout_that_skips_a_bucket_is_refused() {
        let mut squares = [0; 64];
        squares[10] = 2;
        assert_eq!(KingBuckets::from_squares(squares), None);
        squares[11] = 1;
        assert_eq!(
            KingBuckets::from_squares(squares).map(|b| b.count()),
            Some(3)
        );
    }
}
